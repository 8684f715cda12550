/** heic-decode 2.x ships no types: libheif (WASM) decoding of HEIC to RGBA pixels. */
declare module "heic-decode" {
  interface HeicPixels {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<HeicPixels>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<HeicPixels>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  export default decode;
}
