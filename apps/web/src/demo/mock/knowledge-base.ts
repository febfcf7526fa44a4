import { type Handler, mock, ok } from './http';
import { paragraph, type Random, sentence } from './random';

export interface KnowledgeBaseCategory {
  id: string;
  title: string;
  path: string;
  articlesCount: number;
  featuredArticles: { id: string; title: string; content: string }[];
}

/** Spec §3 and §9: four categories with 17, 12, 19 and 24 articles, 5 of them featured in each. */
export const KNOWLEDGE_BASE_CATEGORIES = [
  { title: 'Your Account', articlesCount: 17 },
  { title: 'Selling', articlesCount: 12 },
  { title: 'Buying', articlesCount: 19 },
  { title: 'Item Support', articlesCount: 24 },
] as const;
export const FEATURED_PER_CATEGORY = 5;

export function generateKnowledgeBase(random: Random): KnowledgeBaseCategory[] {
  return KNOWLEDGE_BASE_CATEGORIES.map(({ title, articlesCount }, i) => ({
    id: `kb-${i + 1}`,
    title,
    path: '/pages/knowledge-base',
    articlesCount,
    featuredArticles: Array.from({ length: FEATURED_PER_CATEGORY }, (_, n) => ({
      id: `kb-${i + 1}-article-${n + 1}`,
      title: sentence(random, 3, 6).replace(/\.$/, ''),
      content: paragraph(random, 4),
    })),
  }));
}

export function knowledgeBaseHandlers(categories: KnowledgeBaseCategory[]): Handler[] {
  return [mock.get('/api/knowledge-base', () => ok(categories))];
}
