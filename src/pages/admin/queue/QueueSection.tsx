import { Route, Routes } from 'react-router';
import { QueueItemPage } from './QueueItemPage';
import { QueueList } from './QueueList';

/** /admin/queue: the list of what waits; /admin/queue/{kind}/{id}: one item with its actions. */
export function QueueSection() {
  return (
    <Routes>
      <Route index element={<QueueList />} />
      <Route path=":kind/:id" element={<QueueItemPage />} />
    </Routes>
  );
}
