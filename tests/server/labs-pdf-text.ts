// The text a PDF shows, for the lab tests (issue 17): PDFKit writes text as hex glyph strings in Flate-compressed
// content streams. Used by the server test and the browser test alike (no server import).
import { inflateSync } from 'node:zlib';

/** Every string a PDF's content streams draw, joined (enough to find a booking id or a name). */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    const body = raw.subarray(bodyStart, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)].map((m) => (m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : (m[2] ?? '')));
      texts.push(parts.join(''));
    }
    at = end + 9;
  }
  return texts.join('\n');
}
