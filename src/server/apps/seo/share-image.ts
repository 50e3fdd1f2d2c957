import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { AppSeo } from '../../../shared/app-seo';
import { LruMap } from '../../core/lru-map';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;

/** One image per build: its name and description do not change. */
const drawn = new LruMap<string, Promise<Buffer>>(200);

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * The app's share image (1200×630, what link previews show): its name and description on a
 * plain card, drawn from text only: satori lays it out as SVG and resvg paints it. Nothing of the
 * app's own code or assets is loaded.
 */
export function shareImage(key: string, seo: AppSeo, host: string): Promise<Buffer> {
  const cached = drawn.get(key);
  if (cached) return cached;
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  const card = el(
    'div',
    {
      // Satori sizes the content box: with the padding, 1200 × 630 in all.
      width: 1056,
      height: 486,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px',
      background: 'linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)',
      fontFamily: 'Inter',
      color: '#0f172a',
    },
    [
      el('div', { display: 'flex', flexDirection: 'column', gap: '24px', width: 1056 }, [
        el('div', { display: 'flex', fontSize: 76, fontWeight: 700, lineHeight: 1.1 }, (seo.name ?? host).slice(0, 60)),
        el(
          'div',
          { display: 'flex', fontSize: 36, color: '#475569', lineHeight: 1.35 },
          (seo.description ?? '').slice(0, 160),
        ),
      ]),
      el('div', { display: 'flex', fontSize: 28, color: '#4f46e5' }, host),
    ],
  );
  const image = satori(card as never, { width: 1200, height: 630, fonts }).then((svg) =>
    Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng()),
  );
  drawn.set(key, image);
  image.catch(() => drawn.delete(key));
  return image;
}
