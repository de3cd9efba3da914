import { brand, type ShopContact } from '@shop/domain/brand';
import { whatsappDigits } from '@shop/domain/phone';
import { variable, type EnvName } from './envSchema';
import { ConfigError, EMAIL_PATTERN, url, type Env } from './readers';

function shopText(env: Env, name: EnvName, fallback: string): string {
  const max = variable(name).maxLength!;
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw.length > max || /[<>]/.test(raw) || [...raw].some((c) => c < ' '))
    throw new ConfigError(`${name} must be plain text of at most ${max} characters`);
  return raw;
}

/** SHOP_*: the shop's public name and contact details; unset ones keep src/domain/brand.ts's. */
export function shopContact(env: Env): ShopContact {
  const whatsapp = shopText(env, 'SHOP_WHATSAPP', brand.whatsapp);
  const digits = whatsappDigits(whatsapp);
  if (!digits)
    throw new ConfigError('SHOP_WHATSAPP must be a Pakistani mobile number, like 0300-1234567');
  const email = shopText(env, 'SHOP_EMAIL', brand.email);
  if (!EMAIL_PATTERN.test(email)) throw new ConfigError('SHOP_EMAIL is not a valid e-mail address');
  return {
    // No logo until one is uploaded in the back office.
    logo: '',
    name: shopText(env, 'SHOP_NAME', brand.name),
    tagline: shopText(env, 'SHOP_TAGLINE', brand.tagline),
    city: shopText(env, 'SHOP_CITY', brand.city),
    address: shopText(env, 'SHOP_ADDRESS', brand.address),
    phone: shopText(env, 'SHOP_PHONE', brand.phone),
    whatsapp,
    email,
    social: {
      facebook: url(env, 'SHOP_FACEBOOK_URL') ?? brand.social.facebook,
      instagram: url(env, 'SHOP_INSTAGRAM_URL') ?? brand.social.instagram,
      whatsapp: `https://wa.me/${digits}`,
    },
  };
}
