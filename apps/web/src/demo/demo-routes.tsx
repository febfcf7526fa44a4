import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/routing/route-handle';
import { DEMO_HANDLE, demoPage } from './demo-page';

/** Each app's page chunk, loaded with the mock backend; one element per page, shared by its routes. */
const pages = {
  mail: demoPage(() => import('./apps/mail/MailApp')),
  todo: demoPage(() => import('./apps/todo/TodoApp')),
  contacts: demoPage(() => import('./apps/contacts/ContactsApp')),
  fileManager: demoPage(() => import('./apps/file-manager/FileManagerApp')),
  calendar: demoPage(() => import('./apps/calendar/CalendarApp')),
  chat: demoPage(() => import('./apps/chat/ChatApp')),
  products: demoPage(() => import('./apps/e-commerce/ProductsPage')),
  product: demoPage(() => import('./apps/e-commerce/ProductPage')),
  orders: demoPage(() => import('./apps/e-commerce/OrdersPage')),
  order: demoPage(() => import('./apps/e-commerce/OrderPage')),
  boards: demoPage(() => import('./apps/scrumboard/BoardsPage')),
  board: demoPage(() => import('./apps/scrumboard/BoardPage')),
  analytics: demoPage(() => import('./apps/analytics/AnalyticsDashboard')),
};

const route = (path: string, title: string, element: RouteObject['element']): RouteObject => ({
  path,
  handle: { ...DEMO_HANDLE, title } satisfies RouteHandle,
  element,
});
const redirect = (path: string, to: string): RouteObject => ({
  path,
  handle: DEMO_HANDLE,
  element: <Navigate to={to} replace />,
});

/**
 * The template's demo apps (issue 20 item 2, spec §2 "Template and demo pages"), spread into the signed-in
 * routes of app/router.tsx. Every page is a lazy chunk loaded with the mock backend, in the management area
 * (spec §2: forced to the admin role): the product's bundle does not grow by them. The bare paths redirect
 * as spec §2 says (mail to its inbox, to-do to all, contacts to all, e-commerce to products, scrumboard to
 * its boards).
 */
export const demoRoutes: RouteObject[] = [
  redirect('/apps/mail', '/apps/mail/inbox'),
  route('/apps/mail/label/:labelHandle/:mailId?', 'Mail', pages.mail),
  route('/apps/mail/filter/:filterHandle/:mailId?', 'Mail', pages.mail),
  route('/apps/mail/:folderHandle/:mailId?', 'Mail', pages.mail),
  redirect('/apps/todo', '/apps/todo/all'),
  route('/apps/todo/label/:labelHandle/:todoId?', 'To-Do', pages.todo),
  route('/apps/todo/filter/:filterHandle/:todoId?', 'To-Do', pages.todo),
  route('/apps/todo/:folderHandle/:todoId?', 'To-Do', pages.todo),
  redirect('/apps/contacts', '/apps/contacts/all'),
  route('/apps/contacts/:id', 'Contacts', pages.contacts),
  route('/apps/file-manager', 'File Manager', pages.fileManager),
  route('/apps/calendar', 'Calendar', pages.calendar),
  route('/apps/chat', 'Chat', pages.chat),
  redirect('/apps/e-commerce', '/apps/e-commerce/products'),
  route('/apps/e-commerce/products', 'Products', pages.products),
  route('/apps/e-commerce/products/:productId/:productHandle?', 'Product', pages.product),
  route('/apps/e-commerce/orders', 'Orders', pages.orders),
  route('/apps/e-commerce/orders/:orderId', 'Order', pages.order),
  redirect('/apps/scrumboard', '/apps/scrumboard/boards'),
  route('/apps/scrumboard/boards', 'Scrumboard', pages.boards),
  route('/apps/scrumboard/boards/:boardId/:boardUri?', 'Scrumboard', pages.board),
  route('/apps/dashboards/analytics', 'Analytics Dashboard', pages.analytics),
];
