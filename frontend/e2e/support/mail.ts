import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverDataDir, workerServer } from './servers';

/** Where the server under test writes its .eml files. */
export const mailDir = () => join(serverDataDir(workerServer()), 'mail');

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const cut = normalized.indexOf('\n\n');
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? '' : normalized.slice(cut + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of every text part of an RFC 5322 message (base64, quoted-printable or plain). */
export function textOf(raw: string): string {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => textOf(part.replace(/^\n/, '')))
      .join('\n');
  }
  if (!type.toLowerCase().startsWith('text/')) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Waits for the newest message addressed to `to` whose text contains a link matching `pattern`. */
export async function waitForLink(to: string, pattern: RegExp, { timeoutMs = 15_000, after = 0 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[];
    try {
      files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    const candidates = files
      .map((f) => ({ path: join(mailDir(), f), mtime: statSync(join(mailDir(), f)).mtimeMs }))
      .filter((f) => f.mtime >= after)
      .sort((a, b) => b.mtime - a.mtime);
    for (const file of candidates) {
      const raw = readFileSync(file.path, 'utf8');
      const toHeader = splitMessage(raw).headers.get('to') ?? '';
      if (!toHeader.toLowerCase().includes(to.toLowerCase())) continue;
      const match = textOf(raw).match(pattern);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with a link matching ${pattern} in ${mailDir()}`);
}

/** Where the server under test writes its text messages (the file gateway). */
export const smsDir = () => join(serverDataDir(workerServer()), 'sms');

/** The newest code sent by text to `number` (E.164), waiting up to 15 s for it. */
export async function waitForCode(number: string, { timeoutMs = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(smsDir()).filter((f) => f.endsWith('.json'));
    } catch {
      // The folder appears with the first message.
    }
    const texts = files
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(join(smsDir(), f), 'utf8')) as { to: string; text: string; kind: string });
    const code = texts.find((t) => t.to === number && t.kind === 'verification')?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent by text to ${number} in ${smsDir()}`);
}
