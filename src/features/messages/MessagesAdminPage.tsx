import { useCallback, useEffect, useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListGrid } from '../../components/ListGrid';
import { numbered } from '../../components/gridColumns';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import type { MessageStatus } from '@shop/domain/feedback';
import {
  useListCustomerMessagesQuery,
  useSetCustomerMessageStatusMutation,
} from '../../store/api/backOffice';
import { messageColumns, type MessageRow } from './messageColumns';
import { ReplyDialog } from './ReplyDialog';

/**
 * /complaints: customer messages, marked Read and then Responded, or answered by e-mail (which
 * marks them Responded).
 */
export function MessagesAdminPage() {
  const showAlert = useAdminAlert();
  const { data, isLoading, isError } = useListCustomerMessagesQuery();
  const [setStatus] = useSetCustomerMessageStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<MessageRow | null>(null);

  useEffect(() => {
    if (isError) showAlert({ severity: 'error', message: 'Failed to fetch contacts' });
  }, [isError, showAlert]);

  const advance = useCallback(
    async (message: MessageRow, status: MessageStatus) => {
      setBusyId(message._id);
      try {
        const result = await setStatus({ id: message._id, body: { status } }).unwrap();
        showAlert({ severity: 'success', message: result.message });
      } catch (error) {
        showAlert({ severity: 'error', message: serverMessage(error, 'Failed to update status') });
      } finally {
        setBusyId(null);
      }
    },
    [setStatus, showAlert],
  );

  const rows = useMemo(() => numbered(data), [data]);
  const columns = useMemo(
    () =>
      messageColumns({
        busyId,
        onAdvance: (m, status) => void advance(m, status),
        onReply: setReplyingTo,
      }),
    [busyId, advance],
  );

  return (
    <>
      <Typography variant="h4" component="h1">
        Complaints
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Customer messages
      </Typography>
      <Paper sx={{ width: '100%' }}>
        <ListGrid
          label="Customer messages"
          emptyText="No messages found"
          rows={isError ? [] : rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          loading={isLoading}
        />
      </Paper>
      {replyingTo && <ReplyDialog message={replyingTo} onClose={() => setReplyingTo(null)} />}
    </>
  );
}
