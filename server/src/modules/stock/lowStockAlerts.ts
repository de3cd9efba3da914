import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../mail';

interface Crossing {
  id: string;
  perfume: string;
  size: string;
  available: number;
  alerted_at: string;
}

/**
 * Tells superadmins, by e-mail, when a variant's available stock (stock not promised to open
 * orders) falls to the low-stock threshold: once per crossing. A variant is marked when told and
 * unmarked when it rises above the threshold again (a restock, a cancelled order), so the next
 * fall is told again. The same rule as the dashboard's Low Stock table (available <= threshold).
 */
export class LowStockAlerts {
  constructor(
    /** The low-stock level and the shop's name, as the settings hold them now. */
    private readonly current: () => { lowStockThreshold: number; name: string },
    private readonly origin: string,
    /** Tells the mail sender to look at the outbox (after the transaction commits). */
    readonly wake: () => void = () => {},
  ) {}

  /** Looks at these variants after their stock or reservations changed, in the same transaction. */
  async check(tx: Tx, variantIds: string[]): Promise<number> {
    if (variantIds.length === 0) return 0;
    const { lowStockThreshold: threshold, name: shopName } = this.current();
    const ids = sql.join(
      variantIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update variants set low_stock_alerted_at = null
      where id in (${ids}) and low_stock_alerted_at is not null
        and stock - reserved_qty > ${threshold}`);
    const { rows } = (await tx.execute(sql`
      update variants v set low_stock_alerted_at = now()
      from perfumes p
      where v.id in (${ids}) and p.id = v.perfume_id and p.is_active
        and v.low_stock_alerted_at is null and v.stock - v.reserved_qty <= ${threshold}
      returning v.id, p.name as perfume, v.size, v.stock - v.reserved_qty as available,
        v.low_stock_alerted_at as alerted_at`)) as unknown as { rows: Crossing[] };
    if (rows.length === 0) return 0;
    const { rows: recipients } = (await tx.execute(sql`
      select id, email, name from admins where role = 'superadmin' and active`)) as unknown as {
      rows: { id: string; email: string; name: string }[];
    };
    for (const crossing of rows) {
      const left = Number(crossing.available);
      for (const admin of recipients) {
        await enqueueMail(tx, {
          eventKey: `low-stock:${crossing.id}:${new Date(crossing.alerted_at).getTime()}:${admin.id}`,
          to: admin.email,
          subject: `Low stock: ${crossing.perfume} (${crossing.size}), ${left} left`,
          text: [
            `Hello ${admin.name || admin.email},`,
            '',
            `${crossing.perfume} (${crossing.size}) has ${left} left to sell at ${shopName}: it has fallen to the low-stock level of ${threshold}.`,
            'Restock it or update its stock in the back office:',
            `${this.origin}/perfumes`,
            '',
            'You get this once each time it falls to the level.',
          ].join('\n'),
        });
      }
    }
    return rows.length;
  }
}
