import { paths } from '../../../../shared/routes';

export const shareNetworks = ['Twitter', 'Facebook', 'LinkedIn', 'Reddit'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** The address anyone can open the project at (whether they may is the project's visibility). */
export const projectLink = (origin: string, projectId: string) => `${origin}${paths.appBuilder(projectId)}`;

/** Each network's own "share this" address, with the link and, where it takes one, the message. */
export function shareUrl(network: ShareNetwork, link: string, message: string): string {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(message);
  switch (network) {
    case 'Twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'Reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${text}`;
  }
}

/** The spec's 600x400 share popup. */
export const sharePopupFeatures = 'width=600,height=400';
