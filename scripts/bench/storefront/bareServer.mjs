// The ceiling for the catalogue benchmark: a bare node:http server in its own process that sends,
// from memory, the same status, headers and bytes the shop sent for each path (read from the
// JSON file named on the command line). Prints its port once listening.
import fs from 'node:fs';
import http from 'node:http';

const answers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const ready = Object.fromEntries(
  Object.entries(answers).map(([path, a]) => [
    path,
    // A flat header list: the fastest form writeHead takes.
    {
      status: a.status,
      headers: Object.entries(a.headers).flat(),
      body: Buffer.from(a.body, 'base64'),
    },
  ]),
);
const server = http.createServer((req, res) => {
  const answer = ready[req.url];
  if (!answer) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
