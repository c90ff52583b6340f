import ChecklistIcon from '@mui/icons-material/Checklist';
import GroupIcon from '@mui/icons-material/Group';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { ComponentType } from 'react';
import type { IconKey } from './schemaTypes.ts';

/** A schema's icon key → its MUI icon (imported by path, not from the barrel). */
export const icons: Record<IconKey, ComponentType> = {
  packages: Inventory2Icon,
  engagement: ThumbUpIcon,
  socialPlatform: PublicIcon,
  coupon: LocalOfferIcon,
  tasks: TaskAltIcon,
  tasksLog: ChecklistIcon,
  users: GroupIcon,
  transactions: ReceiptLongIcon,
};
