import { describe, expect, it } from 'vitest';
import { builderTexts } from '../../../../shared/builder-texts';
import { projectLink, shareUrl } from './share-links';

const link = projectLink('https://shipwright.dev', 'abc-123');
const message = builderTexts.shareMessage('Yoga & Co');

describe('share links', () => {
  it('points at the builder route on the site origin', () => {
    expect(link).toBe('https://shipwright.dev/app-builder/abc-123');
  });

  it('says what was built with the brand handle', () => {
    expect(message).toBe('Check out "Yoga & Co" - I built this project with @shipwright');
  });

  it("builds each network's share address with the link (and message) encoded", () => {
    const encodedLink = encodeURIComponent(link);
    expect(shareUrl('Twitter', link, message)).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodedLink}`,
    );
    expect(shareUrl('Facebook', link, message)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`);
    expect(shareUrl('LinkedIn', link, message)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedLink}`,
    );
    expect(shareUrl('Reddit', link, message)).toContain(`url=${encodedLink}&title=Check%20out%20%22Yoga%20%26%20Co%22`);
  });
});
