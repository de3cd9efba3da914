import type { Page } from 'playwright-core';

export interface CheckoutCustomer {
  name: string;
  email: string;
  phone: string;
  province: string;
  city: string;
  address: string;
  postalCode: string;
}

/** The tests' usual shopper, in Karachi. */
export const KARACHI_SHOPPER: CheckoutCustomer = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  province: 'Sindh',
  city: 'Karachi',
  address: 'Flat 4, Clifton Block 2',
  postalCode: '75600',
};

/** The same shopper at her DHA address, her phone written with a dash. */
export const DHA_SHOPPER: CheckoutCustomer = {
  ...KARACHI_SHOPPER,
  phone: '0300-1234567',
  address: 'House 12, Street 4, DHA',
  postalCode: '75500',
};

/** Fills the checkout form as a shopper would (the province from its list). */
export async function fillCheckout(page: Page, customer: CheckoutCustomer): Promise<void> {
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone').fill(customer.phone);
  await page.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: customer.province }).click();
  await page.getByLabel('City').fill(customer.city);
  await page.getByLabel('Address').fill(customer.address);
  await page.getByLabel('Postal Code').fill(customer.postalCode);
}

/** Places the order on the filled form and returns its id and number from the order page. */
export async function placeOrderFromCheckout(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const text = await page
    .getByText(/ORD-\d{8}-[A-Z0-9]{5}/)
    .first()
    .textContent();
  return {
    orderId: page.url().split('/').pop()!,
    orderNumber: text!.match(/ORD-\d{8}-[A-Z0-9]{5}/)![0],
  };
}
