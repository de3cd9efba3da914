import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { perfumes } from '../../server/src/db/schema';
import { leftToRight } from '@shop/domain/language';
import { customer } from './helpers/catalogue';
import { codShop } from './helpers/codShop';
import { as } from './helpers/testApp';

/**
 * The order remembers the language it was placed in (issue 30): its e-mails are in it, the back
 * office reads it; English when the page did not say.
 */
describe('the language of an order', () => {
  const shop = codShop();
  const place = (fields: object) =>
    as(shop.t, null)('POST', '/api/orders/', {
      ...customer,
      ...fields,
      products: [{ productId: shop.perfume.perfumeId, variantSize: '50ml', quantity: 2 }],
    });
  const { mailTo } = shop;

  it('is English when the page does not say, in the answer, the order and the e-mail', async () => {
    const response = await place({ customerEmail: 'english@example.pk' });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.language).toBe('en');
    expect((await shop.t.app.inject(`/api/orders/${order._id}`)).json().language).toBe('en');
    const mail = await mailTo('english@example.pk', /received/);
    expect(mail.subject).toBe(`Order ${order.orderNumber} received: Rs. 9,000 cash on delivery`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers an Urdu order in Urdu: its e-mails, right to left, amounts and numbers kept whole', async () => {
    const email = 'urdu@example.pk';
    const response = await place({ customerEmail: email, language: 'ur' });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.language).toBe('ur');
    // Staff read it on the order.
    const seen = await as(shop.t, shop.staff.token)('GET', `/api/orders/${order._id}`);
    expect(seen.json().language).toBe('ur');

    const number = leftToRight(order.orderNumber);
    const placed = await mailTo(email, /موصول/);
    expect(placed.subject).toBe(
      `آرڈر ${number} موصول ہو گیا: ${leftToRight('Rs. 9,000')} کیش آن ڈیلیوری`,
    );
    expect(placed.text).toMatch(/^السلام علیکم Ayesha Khan،\n\nآپ کے آرڈر کا شکریہ!/);
    expect(placed.text).toContain(`آرڈر: ${number}\n`);
    expect(placed.text).toContain('صورتِ حال: زیرِ التوا\n');
    expect(placed.text).toContain(
      `کیش آن ڈیلیوری: براہِ کرم رائیڈر کے لیے ${leftToRight('Rs. 9,000')} تیار رکھیں۔`,
    );
    expect(placed.text).toContain('سندھ'); // the province, in Urdu
    expect(placed.text).not.toMatch(/Thank you|Cash on delivery|Total/);
    // Her links open her pages in Urdu.
    expect(placed.text).toMatch(new RegExp(`https?://[^/\\s]+/ur/order/${order._id}`));
    expect(placed.text).toMatch(/https?:\/\/[^/\s]+\/ur\/track-order\?/);
    expect(placed.html).toContain('<html lang="ur" dir="rtl">');
    expect(placed.html).toContain('Noto Nastaliq Urdu');
    expect(placed.html).toContain('text-align:right');

    // The next e-mail too: the language is the order's, not the request's.
    const confirmed = await as(shop.t, shop.staff.token)('PUT', `/api/orders/${order._id}`, {
      status: 'Confirmed',
      confirmedBy: 'WhatsApp',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const next = await mailTo(email, /تصدیق ہو گئی/);
    expect(next.subject).toBe(`آرڈر ${number} کی تصدیق ہو گئی`);
    expect(next.text).toContain('صورتِ حال: تصدیق شدہ\n');
  });

  it('names each perfume in the order’s language: her Urdu name as ordered, the shop’s for staff', async () => {
    const URDU_NAME = 'عود رائل';
    const { db } = shop.t.app.database;
    const nameUr = (value: string | null) =>
      db.update(perfumes).set({ nameUr: value }).where(eq(perfumes.id, shop.perfume.perfumeId));
    await nameUr(URDU_NAME);
    const email = 'urdu-name@example.pk';
    const response = await place({ customerEmail: email, language: 'ur' });
    // A later rename does not rewrite what she ordered.
    await nameUr('نیا نام');
    try {
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json();
      const names = (answer: { products: { productId: { name: string } }[] }) =>
        answer.products.map((line) => line.productId.name);
      expect(names(order)).toEqual([URDU_NAME]);
      // Her order page and its tracking read it so; the back office reads the shop's own name.
      expect(names((await shop.t.app.inject(`/api/orders/${order._id}`)).json())).toEqual([
        URDU_NAME,
      ]);
      const tracked = await as(shop.t, null)('POST', '/api/orders/track-order', {
        orderNumber: order.orderNumber,
      });
      expect(tracked.json().order.products.map((p: { name: string }) => p.name)).toEqual([
        URDU_NAME,
      ]);
      const staff = await as(shop.t, shop.staff.token)('GET', `/api/orders/${order._id}`);
      expect(names(staff.json())).toEqual(['Oud Royale']);
      const placed = await mailTo(email, /موصول/);
      expect(placed.text).toContain(URDU_NAME);
      expect(placed.text).not.toContain('Oud Royale');
      expect(placed.html).toContain(URDU_NAME);

      // An English order of the same perfume names it as the shop wrote it.
      const english = await place({ customerEmail: 'english-name@example.pk' });
      expect(names(english.json().order)).toEqual(['Oud Royale']);
      expect((await mailTo('english-name@example.pk', /received/)).text).toContain('Oud Royale');
    } finally {
      await nameUr(null);
    }
  });

  it('refuses a language it does not speak, naming the field', async () => {
    const response = await place({ language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/language/);
  });
});
