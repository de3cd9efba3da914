import { ENV_SCHEMA, variable, type EnvName } from './envSchema';

/** The README's Environment table (columns padded as Prettier pads them). */
export function environmentTable(): string {
  const rows = (Object.keys(ENV_SCHEMA.properties) as EnvName[]).map((name) => {
    const schema = variable(name);
    return [`\`${name}\``, schema['x-default'] ?? '', schema.description ?? ''];
  });
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
