// fontkit comes with pdfkit (its font engine) and has no types of its own; the PDF module
// only creates fonts with it once per process and hands them to pdfkit (ADR 0029).
declare module 'fontkit' {
  export type Font = { layout: (...args: never[]) => unknown };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
