import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** pdf.js (pdfjs-dist, the e2e workspace's only) served to the browser from node_modules. */
const PDFJS = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const ORIGIN = 'http://pdf-render.test';

const VIEWER = `<!doctype html><html><body style="margin:0;background:#fff"><canvas id="page"></canvas>
<script type="module">
import * as pdfjs from '/build/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/build/pdf.worker.mjs';
const doc = await pdfjs.getDocument({ url: '/file.pdf', standardFontDataUrl: '/standard_fonts/' }).promise;
const page = await doc.getPage(1);
const viewport = page.getViewport({ scale: 1.5 });
const canvas = document.getElementById('page');
canvas.width = viewport.width;
canvas.height = viewport.height;
await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
// The drawn text as lines: items on one baseline, left to right.
const rows = new Map();
for (const item of (await page.getTextContent()).items) {
  if (!item.str || !item.str.trim()) continue;
  const y = Math.round(item.transform[5]);
  rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4], text: item.str.trim() }]);
}
window.pdfLines = [...rows.entries()].sort((a, b) => b[0] - a[0])
  .map(([, items]) => items.sort((a, b) => a.x - b.x).map((i) => i.text).join(' '));
document.body.dataset.rendered = String(doc.numPages);
</script></body></html>`;

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.pdf': 'application/pdf',
};

/**
 * Draws page 1 of a PDF on a canvas in Chromium with pdf.js, saves it as a PNG at `pngPath`, and
 * returns the text lines the page draws (top to bottom).
 */
export async function renderPdfPage1(page: Page, pdf: Buffer, pngPath: string): Promise<string[]> {
  const viewer = await page.context().newPage();
  try {
    await viewer.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      const ext = path.extname(pathname);
      const body =
        pathname === '/index.html'
          ? Buffer.from(VIEWER)
          : pathname === '/file.pdf'
            ? pdf
            : await readFile(path.join(PDFJS, path.normalize(pathname).replace(/^(\.\.[/\\])+/, '')));
      await route.fulfill({ body, contentType: TYPES[ext] ?? 'application/octet-stream' });
    });
    await viewer.setViewportSize({ width: 1300, height: 1000 });
    await viewer.goto(`${ORIGIN}/index.html`);
    await viewer.waitForFunction(() => document.body.dataset.rendered !== undefined, undefined, {
      timeout: 30_000,
    });
    await viewer.locator('#page').screenshot({ path: pngPath });
    return await viewer.evaluate(() => (window as unknown as { pdfLines: string[] }).pdfLines);
  } finally {
    await viewer.close();
  }
}
