import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { demoApi } from '../../mock';
import type { KnowledgeBaseCategory } from '../../mock/knowledge-base';
import { DemoLoad } from '../DemoLoad';

type Article = KnowledgeBaseCategory['featuredArticles'][number];

/** /pages/knowledge-base: the mock's four categories (GET /api/knowledge-base), featured articles open in a dialog. */
export default function KnowledgeBasePage() {
  const [article, setArticle] = useState<Article | null>(null);
  const categories = useQuery({
    queryKey: ['demo', 'knowledge-base'],
    queryFn: () => demoApi.get('/api/knowledge-base'),
  });
  return (
    <PageFrame maxWidth={1200}>
      <PageHeader
        area="Template pages"
        title="Knowledge base"
        description="Featured articles of each category."
      />
      <DemoLoad query={categories} what="knowledge base">
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {data.map((category) => (
              <Paper
                key={category.id}
                variant="outlined"
                component="section"
                aria-label={category.title}
                sx={{ p: 2.5, borderRadius: 3 }}
              >
                <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                  {category.title}
                </Typography>
                <List dense aria-label={`Featured articles: ${category.title}`}>
                  {category.featuredArticles.map((a) => (
                    <ListItemButton key={a.id} onClick={() => setArticle(a)}>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <ArticleOutlined fontSize="small" aria-hidden="true" />
                      </ListItemIcon>
                      <ListItemText primary={a.title} />
                    </ListItemButton>
                  ))}
                </List>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {category.articlesCount} articles in all
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </DemoLoad>
      <Dialog open={article !== null} onClose={() => setArticle(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{article?.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{article?.content}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setArticle(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
