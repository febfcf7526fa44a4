import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Code, DocPage, DocSection, Example, Mono } from '../kit/DocPage';
import { PropsTable } from '../kit/PropsTable';
import { DOCS } from './component-docs';
import { COMPONENT_DOCS } from './component-list';

/**
 * /components/<slug>: one shared component of apps/web/src/shared, live, with its props. The route
 * table registers one path per documented component (pages-catalogue), so the slug is always known.
 */
export default function ComponentDocPage() {
  const slug = useLocation().pathname.split('/').pop();
  const entry = COMPONENT_DOCS.find((c) => c.slug === slug) ?? COMPONENT_DOCS[0];
  const doc = DOCS[entry.slug];
  const importName = entry.name.split(' ')[0] ?? entry.name;
  const importPath = doc.file.replace(/\.tsx?$/, '').replace(/\/index$/, '');
  return (
    <DocPage title={entry.name} area="Components" description={<Mono>{`apps/web/src/${doc.file}`}</Mono>}>
      <DocSection title="What it is for">
        <Typography>{doc.summary}</Typography>
        <Code>{`import { ${importName} } from '../../shared/${importPath.replace(/^shared\//, '')}';`}</Code>
      </DocSection>
      <DocSection title="Live">
        <Example label={`${entry.name}, as the product draws it in the current theme`}>
          <doc.Demo />
        </Example>
      </DocSection>
      <DocSection title="Props">
        <PropsTable component={entry.name} props={doc.props} />
      </DocSection>
    </DocPage>
  );
}
