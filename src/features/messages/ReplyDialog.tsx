import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { FEEDBACK_LIMITS, feedbackMessages } from '@shop/domain/feedback';
import { useReplyToCustomerMessageMutation } from '../../store/api/backOffice';
import type { MessageRow } from './messageColumns';

/**
 * The e-mail answer to a customer message: sent through the shop's mail outbox, kept with the
 * message (who, when) and the message shown as answered.
 */
export function ReplyDialog({ message, onClose }: { message: MessageRow; onClose: () => void }) {
  const [reply, { isLoading }] = useReplyToCustomerMessageMutation();
  const showAlert = useAdminAlert();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const send = async () => {
    if (!text.trim()) {
      setProblem(feedbackMessages.replyRequired);
      return;
    }
    try {
      const result = await reply({ id: message._id, body: { reply: text } }).unwrap();
      showAlert({ severity: 'success', message: result.message });
      onClose();
    } catch (error) {
      setProblem(serverFieldErrors(error).reply);
      showAlert({ severity: 'error', message: serverMessage(error, 'Failed to send the reply') });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reply-title">
      <DialogTitle id="reply-title">Reply to {message.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          By e-mail to {message.email}, subject “Re: {message.subject}”, their message quoted below.
        </DialogContentText>
        <TextField
          id="reply"
          label="Your answer"
          multiline
          minRows={4}
          fullWidth
          required
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.reply } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={isLoading}>
          Send reply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
