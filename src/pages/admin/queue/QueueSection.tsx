import { useSectionRest } from '../model/sections';
import { QueueItemPage } from './QueueItemPage';
import { QueueList } from './QueueList';

/** /admin/queue: the list of what waits; /admin/queue/{kind}/{id}: one item with its actions. */
export function QueueSection() {
  const [kind, id] = useSectionRest();
  return kind && id ? <QueueItemPage kind={kind} id={id} /> : <QueueList />;
}
