/** subset-font ships no types: its one function, with the options the pictures use. */
declare module 'subset-font' {
  export default function subsetFont(font: Uint8Array, characters: string, options?: { readonly targetFormat?: 'truetype' | 'woff' | 'woff2' }): Promise<Buffer>;
}
