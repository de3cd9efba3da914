import { choseUrdu } from '@shop/domain/language';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { requestIdOf } from '../../requestId';
import { ifNoneMatchHits } from '../../plugins/conditionalGet';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The public catalogue's API answers: the same for every shopper, so kept ready in memory. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CACHEABLE_API = new RegExp(
  `^/api/(category/active|products/public|products/public/${UUID}|products/public/category/${UUID}|category/${UUID}|reviews/?)(\\?lang=ur)?$`,
);

/** Headers that belong to one response, never to the stored answer. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'x-request-id',
]);

/** One encoding of a kept answer, ready to write: flat header list and body. */
interface Variant {
  headers: (string | number)[];
  body: Buffer;
}

interface Entry {
  etag: string;
  identity: Variant;
  br: Variant;
  gzip: Variant;
  /** Answer to a matching If-None-Match. */
  notModified: (string | number)[];
  storedAt: number;
}

export interface PublicCacheOptions {
  /**
   * How long an answer is served as it is; after that it is served once more while refreshed.
   * Infinity when every change comes through this process (the embedded database).
   */
  freshMs: number;
  /** Least time between two refreshes of one answer (stock moving under a rush of checkouts). */
  minRefreshMs: number;
  /** Most answers kept (pages of unknown ids are never kept; this bounds the rest). */
  maxEntries: number;
  /** Called for a stale answer: fetch `url` again through the server (which stores it anew). */
  refresh: (url: string) => Promise<void>;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The ETag of a body, as @fastify/etag makes it for every other answer (weak: any encoding). */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64')}"`;
}

const encodingOf = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header (browsers send a handful of spellings). */
function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  let known = encodingOf.get(accept);
  if (known === undefined) {
    known = negotiate(accept);
    if (encodingOf.size < 256) encodingOf.set(accept, known);
  }
  return known;
}

function negotiate(accept: string): Encoding {
  if (/\bbr\b/.test(accept) && !/\bbr;q=0(\.0+)?\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept) && !/\bgzip;q=0(\.0+)?\b/.test(accept)) return 'gzip';
  return 'identity';
}

/**
 * Ready, compressed bytes of the public catalogue's answers and server-rendered storefront pages,
 * served before the framework sees the request. Anything a shopper could see change is dropped at
 * once by `clear()` (back-office writes, here or on another instance); stock moved by checkouts
 * shows within `freshMs` (stale answers are refreshed in the background, one refresh per address).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Set<string>();
  /** Marked requests: the generation they began in, and when (what they read is of then). */
  private readonly marked = new WeakMap<object, { generation: number; at: number }>();
  private generation = 0;
  /** Answers kept at or before this time are stale (stock moved: `expireAll`). */
  private staleBefore = 0;

  constructor(private readonly options: PublicCacheOptions) {}

  /** True for an API address whose answer is public and kept here. */
  static isCacheableApi(url: string): boolean {
    return CACHEABLE_API.test(url);
  }

  /** Marks a request whose 200 answer may be kept (taken at its start, see `store`). */
  mark(request: object): void {
    this.marked.set(request, { generation: this.generation, at: Date.now() });
  }

  /** Takes a request's mark back: its answer is not to be kept. */
  unmark(request: object): void {
    this.marked.delete(request);
  }

  /** The generation a marked request started in, or undefined when it was not marked. */
  markedGeneration(request: object): number | undefined {
    return this.marked.get(request)?.generation;
  }

  /** When a marked request began: its answer is as old as that, however long it took to keep. */
  markedAt(request: object): number | undefined {
    return this.marked.get(request)?.at;
  }

  /** Keeps an answer, unless the catalogue changed since the request that produced it began. */
  async store(
    url: string,
    generation: number,
    headers: Record<string, string>,
    body: Buffer,
    /**
     * When the request that produced it began. A checkout between then and the end of the
     * compression below must leave the answer stale: dated when kept, a page rendered before the
     * checkout was taken for fresh and, on the embedded database, never rendered again.
     */
    startedAt = Date.now(),
  ): Promise<void> {
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(body, { level: 9 }),
    ]);
    if (generation !== this.generation) return;
    const kept: (string | number)[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (!PER_RESPONSE.has(name.toLowerCase())) kept.push(name.toLowerCase(), value);
    }
    const etag = etagOf(body);
    const common = [...kept, 'etag', etag, 'vary', 'accept-encoding'];
    const variant = (data: Buffer, encoding?: string): Variant => ({
      headers: [
        ...common,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        data.length,
      ],
      body: data,
    });
    if (!this.entries.has(url) && this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(url);
    this.entries.set(url, {
      etag,
      identity: variant(body),
      br: variant(br, 'br'),
      gzip: variant(gz, 'gzip'),
      notModified: common,
      storedAt: startedAt,
    });
  }

  /**
   * The kept answer's body for the server renderer's own requests, or undefined when there is none
   * or it is stale: a page rebuilt from a stale answer would be kept as fresh, showing the stock of
   * before a checkout until the next one.
   */
  freshBody(url: string): Buffer | undefined {
    const entry = this.entries.get(url);
    if (!entry || this.isStale(entry)) return undefined;
    return entry.identity.body;
  }

  private isStale(entry: Entry): boolean {
    return Date.now() - entry.storedAt > this.options.freshMs || entry.storedAt <= this.staleBefore;
  }

  /** Drops one kept answer (its refresh found it gone). */
  forget(url: string): void {
    this.entries.delete(url);
  }

  /**
   * Marks every kept answer stale without dropping it (a checkout moved stock): each is served
   * once more and fetched again, at most once per `minRefreshMs`.
   */
  expireAll(): void {
    this.staleBefore = Date.now();
  }

  /** Drops every kept answer; fills begun before this are not kept. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Answers a GET or HEAD from memory when it can (true), with the encoding the client accepts and
   * 304 for a matching If-None-Match. Requests with credentials or a query string pass through.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    const entry = url ? this.entries.get(url) : undefined;
    if (!entry) return false;
    // The raw header list, read once: building req.headers costs more than the answer itself.
    let accept: string | undefined;
    let ifNoneMatch: string | undefined;
    let givenId: string | undefined;
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!;
      if (name.length === 13 && name.toLowerCase() === 'authorization') return false;
      if (name.length === 15 && name.toLowerCase() === 'accept-encoding') accept = raw[i + 1];
      else if (name.length === 13 && name.toLowerCase() === 'if-none-match')
        ifNoneMatch = raw[i + 1];
      else if (name.length === 12 && name.toLowerCase() === 'x-request-id') givenId = raw[i + 1];
      // The home page of a shopper who chose Urdu is a redirect to /ur (./pages.ts).
      else if (url === '/' && name.length === 6 && name.toLowerCase() === 'cookie') {
        if (choseUrdu(raw[i + 1])) return false;
      }
    }
    // Each answer its own id (the kept headers leave out the one of the request that filled it).
    const id = ['x-request-id', requestIdOf(givenId)];
    const age = Date.now() - entry.storedAt;
    if (this.isStale(entry) && age >= this.options.minRefreshMs) this.refreshInBackground(url!);

    if (ifNoneMatchHits(ifNoneMatch, entry.etag)) {
      res.writeHead(304, [...entry.notModified, ...id]);
      res.end();
      return true;
    }
    const variant = entry[pickEncoding(accept)];
    res.writeHead(200, [...variant.headers, ...id]);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }

  private refreshInBackground(url: string): void {
    if (this.refreshing.has(url)) return;
    this.refreshing.add(url);
    this.options
      .refresh(url)
      .catch(() => this.entries.delete(url))
      .finally(() => this.refreshing.delete(url));
  }
}
