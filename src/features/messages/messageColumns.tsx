import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplyIcon from '@mui/icons-material/Reply';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '../../components/actionsColumn';
import { dateColumn, indexColumn, nameColumn } from '../../components/gridColumns';
import { nextMessageStatus, type MessageStatus } from '@shop/domain/feedback';
import type { ListCustomerMessagesApiResponse } from '../../store/api/generated/backOfficeApi';
import { formatDayAndTime } from '@shop/domain/dates';
import { LongText } from '../../components/LongText';
import { whatsappLink } from '@shop/domain/whatsapp';

export type MessageRow = ListCustomerMessagesApiResponse[number] & { index: number };

const STATUS_COLOURS = { Pending: 'warning', Read: 'info', Responded: 'success' } as const;

interface ColumnOptions {
  /** The message whose status change is in flight. */
  busyId: string | null;
  onAdvance: (message: MessageRow, status: MessageStatus) => void;
  /** Opens the e-mail answer for a message. */
  onReply: (message: MessageRow) => void;
}

/**
 * Columns of the messages grid: #, Name, Email, Subject, Message, Status, Date, Actions. Their
 * minimum widths add up to what fits beside the menu on a 1366 px screen.
 */
export function messageColumns({
  busyId,
  onAdvance,
  onReply,
}: ColumnOptions): GridColDef<MessageRow>[] {
  return [
    indexColumn(),
    nameColumn(110),
    {
      field: 'email',
      headerName: 'Email',
      flex: 1,
      minWidth: 160,
      // The address opens the staff's own mail program; a phone opens a WhatsApp chat.
      renderCell: ({ row }) => {
        const whatsApp = row.phone ? whatsappLink(row.phone) : null;
        return (
          <Box sx={{ py: 1, overflowWrap: 'anywhere' }}>
            <Link href={`mailto:${row.email}`}>{row.email}</Link>
            {whatsApp && (
              <Box>
                <Link href={whatsApp} target="_blank" rel="noopener noreferrer">
                  Open in WhatsApp
                </Link>
              </Box>
            )}
          </Box>
        );
      },
    },
    {
      field: 'subject',
      headerName: 'Subject',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <LongText text={row.subject} lines={2} />,
    },
    {
      field: 'message',
      headerName: 'Message',
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) =>
        row.reply ? (
          <Box sx={{ py: 1 }}>
            <LongText text={row.message} />
            <Typography
              variant="body2"
              sx={{ mt: 1, pl: 1, borderLeft: 3, borderColor: 'success.main' }}
            >
              <b>Answered</b> by {row.repliedBy ?? 'staff'}
              {row.repliedAt ? `, ${formatDayAndTime(row.repliedAt)}` : ''}: {row.reply}
            </Typography>
          </Box>
        ) : (
          <LongText text={row.message} />
        ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLOURS[row.status]} />
      ),
    },
    dateColumn({ width: 150 }),
    actionsColumn<MessageRow>(110, [
      {
        key: 'reply',
        icon: () => <ReplyIcon />,
        label: (row) => `Reply by e-mail: message from ${row.name}`,
        title: () => 'Reply by e-mail',
        hidden: (row) => Boolean(row.reply),
        disabled: (row) => busyId === row._id,
        onClick: (row) => onReply(row),
      },
      {
        key: 'advance',
        icon: (row) =>
          nextMessageStatus(row.status) === 'Read' ? <MarkEmailReadIcon /> : <DoneAllIcon />,
        label: (row) => `Mark as ${nextMessageStatus(row.status)}: message from ${row.name}`,
        title: (row) => `Mark as ${nextMessageStatus(row.status)}`,
        hidden: (row) => !nextMessageStatus(row.status),
        disabled: (row) => busyId === row._id,
        onClick: (row) => onAdvance(row, nextMessageStatus(row.status)!),
      },
    ]),
  ];
}
