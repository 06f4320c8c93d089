import Bowser from 'bowser';

export interface DeviceName {
  browser: string;
  os: string;
}

/** "Chrome" and "Android" from a browser's user-agent string; null when it names neither. */
export function deviceNameOf(userAgent: string | null): DeviceName | null {
  if (!userAgent) return null;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (!browser && !os) return null;
  return { browser: browser || '?', os: os || '?' };
}
