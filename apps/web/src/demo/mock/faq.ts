import { type Handler, mock, ok } from './http';
import { paragraph, type Random } from './random';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

const QUESTIONS = [
  'How do I open the demo apps?',
  'Is the data on the demo pages real?',
  'Why does a change disappear after a reload?',
  'Which accounts sign in to the demo pages?',
  'Can I change the theme of the demo?',
  'How do I add a shortcut?',
  'Where do the demo charts come from?',
  'What is the difference between the demo and the product?',
  'Can the demo send real e-mails?',
  'Who can see the demo pages?',
];

/** Answers are generated text; the questions say what a newcomer asks about the template. */
export function generateFaq(random: Random): FaqEntry[] {
  return QUESTIONS.map((question, i) => ({ id: `faq-${i + 1}`, question, answer: paragraph(random, 3) }));
}

export function faqHandlers(faq: FaqEntry[]): Handler[] {
  return [mock.get('/api/faq', () => ok(faq))];
}
