import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useShopContact } from '../../components/useShopContact';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** /contact: the contact form beside the shop's contact details. */
export function ContactPage() {
  const shop = useShopContact();
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Questions about an order, a fragrance or delivery? Send us a message and we will get back to
        you by e-mail.
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="contact-form-title"
            sx={{ p: 3 }}
          >
            <Typography id="contact-form-title" variant="h6" component="h2" gutterBottom>
              Send a Message
            </Typography>
            <ContactForm />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="contact-details-title"
            sx={{ p: 3 }}
          >
            <Typography id="contact-details-title" variant="h6" component="h2">
              {shop.name}
            </Typography>
            <ContactDetails shop={shop} />
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
