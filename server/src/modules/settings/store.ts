import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, shopSettings } from '../../db/schema';
import { badRequest } from '../../errors';
import {
  contactOf,
  SHOP_SETTING_FIELDS,
  shopSettingsProblems,
  tidyShopSettings,
  type SettingsProblemField,
  type ShopSettings,
} from '@shop/domain/shopSettings';
import type { ShopContact } from '@shop/domain/brand';

/** Stored settings over the first-start ones: a field added later starts from its default. */
function merged(stored: Record<string, unknown>, defaults: ShopSettings): ShopSettings {
  const settings = { ...defaults };
  for (const field of SHOP_SETTING_FIELDS) {
    if (field in stored) (settings as Record<string, unknown>)[field] = stored[field];
  }
  if (typeof stored.logoUrl === 'string') settings.logoUrl = stored.logoUrl;
  if (Array.isArray(stored.cityDeliveryFees))
    settings.cityDeliveryFees = stored.cityDeliveryFees as ShopSettings['cityDeliveryFees'];
  return settings;
}

/**
 * The shop's settings, kept in memory for every page and e-mail and read again from the database
 * when this or another instance changes them (the catalogue's change feed tells it).
 */
export class ShopSettingsStore {
  private settings: ShopSettings;
  private contact: ShopContact;

  private constructor(
    private readonly db: Db,
    private readonly defaults: ShopSettings,
    stored: Record<string, unknown>,
  ) {
    this.settings = merged(stored, defaults);
    this.contact = contactOf(this.settings);
  }

  /** Reads the stored settings, storing `firstStart` when there are none yet. */
  static async open(db: Db, firstStart: ShopSettings): Promise<ShopSettingsStore> {
    await db
      .insert(shopSettings)
      .values({ id: 1, settings: { ...firstStart } })
      .onConflictDoNothing();
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    return new ShopSettingsStore(db, firstStart, row?.settings ?? {});
  }

  current(): ShopSettings {
    return this.settings;
  }

  /** The public contact details (GET /api/shop, pages, e-mails). */
  currentContact(): ShopContact {
    return this.contact;
  }

  private use(settings: ShopSettings): void {
    this.settings = settings;
    this.contact = contactOf(settings);
  }

  /** Reads the stored settings again (another instance changed them). */
  async reload(): Promise<void> {
    const [row] = await this.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (row) this.use(merged(row.settings, this.defaults));
  }

  /**
   * Keeps new settings after checking every field (400 naming each wrong one), and writes who
   * changed which fields to the audit trail in the same transaction.
   */
  async update(input: ShopSettings, by: { email: string }): Promise<ShopSettings> {
    const problems = shopSettingsProblems(input as unknown as Record<string, unknown>);
    const fields = Object.keys(problems) as SettingsProblemField[];
    if (fields.length > 0) {
      throw badRequest(
        problems[fields[0]!]!,
        fields.map((param) => ({ param, msg: problems[param]! })),
      );
    }
    const next = tidyShopSettings(input);
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
        .for('update');
      const before = merged(row?.settings ?? {}, this.defaults);
      const changed: string[] = SHOP_SETTING_FIELDS.filter(
        (field) => before[field] !== next[field],
      );
      if (JSON.stringify(before.cityDeliveryFees) !== JSON.stringify(next.cityDeliveryFees))
        changed.push('cityDeliveryFees');
      if (before.logoUrl !== next.logoUrl) changed.push('logoUrl');
      if (changed.length === 0) return before;
      await tx
        .insert(shopSettings)
        .values({ id: 1, settings: { ...next }, updatedBy: by.email })
        .onConflictDoUpdate({
          target: shopSettings.id,
          set: { settings: { ...next }, updatedBy: by.email, updatedAt: sql`now()` },
        });
      await tx.insert(auditEvents).values({
        actor: by.email,
        action: 'settings.update',
        target: changed.join(', ').slice(0, 254),
      });
      return next;
    });
    this.use(saved);
    return saved;
  }
}
