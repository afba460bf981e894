/** The part of jsdom the benchmarks use (the package ships no types, and @types/jsdom is not installed). */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
