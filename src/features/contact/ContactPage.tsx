import { t } from '@lingui/core/macro';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/SectionCard';
import { useShopContact } from '../../components/useShopContact';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** /contact: the contact form beside the shop's contact details. */
export function ContactPage() {
  const shop = useShopContact();
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Contact Us`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t`Questions about an order, a fragrance or delivery? Send us a message and we will get back to you by e-mail.`}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard titleId="contact-form-title" title={t`Send a Message`} outlined>
            <ContactForm />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard
            titleId="contact-details-title"
            title={shop.name}
            outlined
            titleGutter={false}
          >
            <ContactDetails shop={shop} />
          </SectionCard>
        </Grid>
      </Grid>
    </Container>
  );
}
