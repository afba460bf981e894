/** Browsers in the order their tokens must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * "Chrome on Windows" for a person to recognise their own devices; a client that is no browser
 * (curl, a script) keeps its product token, e.g. "curl/8.5.0". Null when there is no user agent.
 */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return agent.split(/\s+/)[0]!.slice(0, 60);
}
