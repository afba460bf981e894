/**
 * A jsdom window made global before anything that renders is loaded (testing-library reads
 * `document` as it loads): import it first. For the benchmarks that render components.
 */
import { JSDOM } from "jsdom";

export const dom = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
const globals = ["window", "document", "navigator", "Node", "Event", "HTMLElement", "HTMLInputElement", "HTMLTextAreaElement", "MutationObserver", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"];
for (const key of globals) {
  Object.defineProperty(globalThis, key, { configurable: true, value: (dom.window as unknown as Record<string, unknown>)[key] });
}
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
