import Chip from '@mui/material/Chip';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '../../components/actionsColumn';
import { nextMessageStatus, type MessageStatus } from '../../domain/feedback';
import type { ListContactMessagesApiResponse } from '../../store/api/generated/shopApi';
import { formatDayAndTime } from '../../domain/dates';
import { LongText } from '../../components/LongText';

export type MessageRow = ListContactMessagesApiResponse[number] & { index: number };

const STATUS_COLOURS = { Pending: 'warning', Read: 'info', Responded: 'success' } as const;

interface ColumnOptions {
  /** The message whose status change is in flight. */
  busyId: string | null;
  onAdvance: (message: MessageRow, status: MessageStatus) => void;
}

/**
 * Columns of the messages grid: #, Name, Email, Subject, Message, Status, Date, Actions. Their
 * minimum widths add up to what fits beside the menu on a 1366 px screen.
 */
export function messageColumns({ busyId, onAdvance }: ColumnOptions): GridColDef<MessageRow>[] {
  return [
    { field: 'index', headerName: '#', width: 60 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 110 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 160 },
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
      renderCell: ({ row }) => <LongText text={row.message} />,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLOURS[row.status]} />
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Date',
      width: 150,
      valueFormatter: (value: string) => formatDayAndTime(value),
    },
    actionsColumn<MessageRow>(90, [
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
