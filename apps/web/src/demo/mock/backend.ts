import { getResponse } from 'msw';
import { analyticsHandlers, generateAnalytics } from './analytics';
import { authHandlers, generateUsers } from './auth';
import { calendarHandlers, generateEvents } from './calendar';
import { chatHandlers, generateChat } from './chat';
import { contactsHandlers, generateContacts } from './contacts';
import { ecommerceHandlers } from './ecommerce';
import { generateOrders, generateProducts } from './ecommerce-data';
import { faqHandlers, generateFaq } from './faq';
import { fileManagerHandlers, generateFiles } from './file-manager';
import { fail, type Handler } from './http';
import { generateIcons, iconHandlers } from './icons';
import { generateInvoice, invoiceHandlers } from './invoices';
import { generateKnowledgeBase, knowledgeBaseHandlers } from './knowledge-base';
import { generateMail, mailHandlers } from './mail';
import { generateProfile, profileHandlers } from './profile';
import { seededRandom } from './random';
import { generateBoards, scrumboardHandlers } from './scrumboard';
import { generateSearchIndex, searchHandlers } from './search';
import { generateTodos, todoHandlers } from './todo';

export interface MockBackendOptions {
  /** The seed of the demo data; the same seed gives the same data. */
  seed?: number;
  /** The clock of the mock (tokens, new records); the data is generated around its first reading. */
  clock?: () => number;
}

export interface MockBackend {
  /** Answers a demo request; a path the mock does not serve answers 404, never the network. */
  handle(request: Request): Promise<Response>;
}

export const DEFAULT_SEED = 20_260_101;

/**
 * The demo's backend, held in the page: every app's data generated from one seed (each app from its own
 * stream, so adding an app does not change the others' data) and their MSW request handlers. Requests
 * come only from the demo client (client.ts), which calls `handle` directly: nothing is installed on
 * fetch, XMLHttpRequest or a service worker, so no request of the product can ever be answered here.
 */
export function createMockBackend({
  seed = DEFAULT_SEED,
  clock = Date.now,
}: MockBackendOptions = {}): MockBackend {
  const now = clock();
  const stream = (n: number) => seededRandom(seed * 31 + n);
  const products = generateProducts(stream(1));
  const handlers: Handler[] = [
    ...authHandlers(generateUsers(), clock),
    ...scrumboardHandlers(generateBoards(stream(2), now)),
    ...ecommerceHandlers(products, generateOrders(stream(3), products, now)),
    ...mailHandlers(generateMail(stream(4), now), clock),
    ...todoHandlers(generateTodos(stream(5), now), clock),
    ...contactsHandlers(generateContacts(stream(6))),
    ...fileManagerHandlers(generateFiles(stream(7), now)),
    ...calendarHandlers(generateEvents(stream(8), now)),
    ...chatHandlers(generateChat(stream(9), now), clock),
    ...invoiceHandlers(generateInvoice(stream(10), now)),
    ...profileHandlers(generateProfile(stream(11), now)),
    ...searchHandlers(generateSearchIndex(stream(12), products)),
    ...faqHandlers(generateFaq(stream(13))),
    ...knowledgeBaseHandlers(generateKnowledgeBase(stream(14))),
    ...iconHandlers(generateIcons()),
    ...analyticsHandlers(generateAnalytics(stream(15))),
  ];
  return {
    async handle(request) {
      const response = await getResponse(handlers, request);
      return (
        response ?? fail(404, `No demo endpoint answers ${request.method} ${new URL(request.url).pathname}`)
      );
    },
  };
}
