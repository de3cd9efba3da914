import { describe, expect, it } from 'vitest';
import { trackingNumberOf } from '@shop/domain/couriers';
import { customerProblems } from '@shop/domain/customerRules';
import { phoneSearchDigits, westernDigits } from '@shop/domain/phone';
import { checkoutSchema, emptyCheckout } from '../../src/features/checkout/checkoutSchema';
import { emptyReview, reviewProblem } from '../../src/features/reviews/reviewRules';

const customer = {
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  customerProvince: 'Punjab',
  customerCity: 'Lahore',
  customerAddress: 'House 1',
  postalcode: '54000',
};

describe('numbers as people type them', () => {
  it('reads Urdu and Arabic-Indic digits as 0-9', () => {
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩')).toBe('0123456789 0123456789');
  });

  it('takes a phone typed on an Urdu keyboard in the checkout form and the review form', async () => {
    for (const customerPhone of ['۰۳۰۰۱۲۳۴۵۶۷', '٠٣٠٠-١٢٣٤٥٦٧', '+۹۲ ۳۰۰ ۱۲۳۴۵۶۷']) {
      await expect(
        checkoutSchema.isValid({ ...emptyCheckout, ...customer, customerPhone }),
      ).resolves.toBe(true);
      expect(customerProblems({ ...customer, customerPhone })).toEqual([]);
    }
    expect(
      reviewProblem({
        ...emptyReview,
        name: 'Sana',
        city: 'Lahore',
        phone: '۰۳۱۲ ۴۴۴۵۵۵۶',
        review: 'Lovely',
      }),
    ).toBeNull();
  });

  it('searches for the stored digits of every spelling', () => {
    for (const query of ['+92 300 1234567', '0300-1234567', '0092 300 1234567', '۰۳۰۰۱۲۳۴۵۶۷'])
      expect(phoneSearchDigits(query), query).toBe('923001234567');
    expect(phoneSearchDigits('0300 123')).toBe('92300123');
    expect(phoneSearchDigits('+92 300')).toBe('92300');
    expect(phoneSearchDigits('ORD-20260101-ABCDE')).toBeNull();
    expect(phoneSearchDigits('ayesha')).toBeNull();
  });

  it('drops the spaces of a tracking number typed as printed', () => {
    expect(trackingNumberOf(' 7793 4561 2233 ')).toBe('779345612233');
    expect(trackingNumberOf('TCS-7788 99')).toBe('TCS-778899');
  });
});
