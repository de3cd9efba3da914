import { useCallback, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { GridCard } from '../../components/GridSection';
import { numbered } from '../../components/gridColumns';
import { useFetchFailedAlert } from '../../components/adminAlertContext';
import type { MessageStatus } from '@shop/domain/feedback';
import {
  useListCustomerMessagesQuery,
  useSetCustomerMessageStatusMutation,
} from '../../store/api/backOffice';
import { messageColumns, type MessageRow } from './messageColumns';
import { ReplyDialog } from './ReplyDialog';
import { useRowAction } from '../../components/useRowStatus';

/**
 * /complaints: customer messages, marked Read and then Responded, or answered by e-mail (which
 * marks them Responded).
 */
export function MessagesAdminPage() {
  const { data, isLoading, isError } = useListCustomerMessagesQuery();
  const [setStatus] = useSetCustomerMessageStatusMutation();
  const { busyId, run } = useRowAction();
  const [replyingTo, setReplyingTo] = useState<MessageRow | null>(null);

  useFetchFailedAlert(isError, 'Failed to fetch contacts');

  const advance = useCallback(
    (message: MessageRow, status: MessageStatus) =>
      run(
        message._id,
        () => setStatus({ id: message._id, body: { status } }).unwrap(),
        'Failed to update status',
      ),
    [run, setStatus],
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
      <GridCard
        label="Customer messages"
        emptyText="No messages found"
        rows={isError ? [] : rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        loading={isLoading}
      />
      {replyingTo && <ReplyDialog message={replyingTo} onClose={() => setReplyingTo(null)} />}
    </>
  );
}
