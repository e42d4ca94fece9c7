import type { Message } from '@contracts/conversation';
import type { MessageRow } from './repository';

/** A stored message as its reader gets it (the API's and the live stream's). */
export const toMessage = (row: MessageRow, viewerId: string): Message => ({
  id: row.id,
  text: row.text,
  at: row.createdAt.toISOString(),
  mine: row.senderId === viewerId,
  attachment: row.attachmentKey ? { name: row.attachmentName ?? '', type: row.attachmentType ?? '', size: row.attachmentSize ?? 0 } : null,
});
