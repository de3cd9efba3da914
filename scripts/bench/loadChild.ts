// The load generator in a process of its own (see loadElsewhere in ./load.ts): GETs the given
// URLs in turn, `total` in all with `concurrency` in flight, and prints the LoadResult as JSON.
import { load } from './load';

const { urls, total, concurrency } = JSON.parse(process.argv[2]!) as {
  urls: string[];
  total: number;
  concurrency: number;
};
const result = await load((i) => fetch(urls[i % urls.length]!), total, concurrency);
process.stdout.write(JSON.stringify(result));
