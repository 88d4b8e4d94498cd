// fontkit (pdfkit's font engine, a direct dependency here so its parsed fonts can be kept): the one call used.
declare module 'fontkit' {
  /** A parsed font (pdfkit's registerFont accepts it in place of the file's bytes). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
