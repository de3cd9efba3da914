/** Provinces as the checkout form lists them (docs/product.md §5): the value stored and the label shown. */
export const PROVINCES = [
  { value: 'Punjab', label: 'Punjab' },
  { value: 'Sindh', label: 'Sindh' },
  { value: 'KPK', label: 'KPK (Khyber Pakhtunkhwa)' },
  { value: 'Balochistan', label: 'Balochistan' },
  { value: 'Gilgit', label: 'Gilgit (Gilgit-Baltistan)' },
  { value: 'Azad Kashmir', label: 'Azad Kashmir' },
  // Not a province, but where a shopper in Islamabad lives: no wrong choice forced on them.
  { value: 'Islamabad', label: 'Islamabad Capital Territory' },
] as const;

export const PAYMENT_METHODS = ['COD', 'Card'] as const;

export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const CHECKOUT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CHECKOUT_LIMITS = {
  customerName: 100,
  customerEmail: 254,
  customerCity: 100,
  customerAddress: 500,
  maxLines: 50,
  maxQuantity: 100,
} as const;

export const checkoutMessages = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
  provinceRequired: 'Please select a province',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  postalRequired: 'Postal code is required',
  postalInvalid: 'Enter a valid 5-digit postal code',
  cardUnavailable: 'Card payments are coming soon; please choose cash on delivery.',
} as const;

export interface CustomerFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerProvince: string;
  customerCity: string;
  customerAddress: string;
  postalcode: string;
}

/** The province as the checkout form labels it: "KPK" -> "KPK (Khyber Pakhtunkhwa)". */
export const provinceLabel = (value: string) =>
  PROVINCES.find((province) => province.value === value)?.label ?? value;
