import { contracts } from '@clearline/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, errorMessage } from '../../../shared/lib/api-client';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { activateAgent, pushedFileStatus, pushFile } from '../api/agent-client';
import { demoStatement, pushProgress, useRegisterAgent } from '../api/agents-api';
import { DEMO_STEPS, type DemoStepId, type StepState, stepStates } from '../model/demo-steps';

const POLL_MS = 1000;

interface Statement {
  fileName: string;
  accountId: string;
  lines: number;
  expectedMatches: number;
  content: string;
}

function Step({
  index,
  id,
  state,
  children,
}: {
  index: number;
  id: DemoStepId;
  state: StepState;
  children?: ReactNode;
}) {
  const step = DEMO_STEPS[index];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-current={state === 'current' ? 'step' : undefined}
      data-testid={`demo-step-${id}`}
      data-state={state}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: '32px 1fr',
        gap: 1.5,
        borderColor: state === 'current' ? 'primary.main' : 'divider',
        opacity: state === 'waiting' ? 0.7 : 1,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          bgcolor: state === 'waiting' ? 'action.selected' : 'primary.main',
          color: state === 'waiting' ? 'text.primary' : 'primary.contrastText',
        }}
      >
        {state === 'done' ? <CheckCircle fontSize="small" /> : index + 1}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {step?.title}
          {state === 'done' ? (
            <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
              {' '}
              (done)
            </Box>
          ) : null}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: children ? 1 : 0 }}>
          {step?.text}
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}

const Mono = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Box
    component="pre"
    data-testid={testId}
    sx={{
      m: 0,
      p: 1,
      fontSize: 12,
      bgcolor: 'action.hover',
      borderRadius: 1,
      maxHeight: 180,
      overflow: 'auto',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    }}
    tabIndex={0}
  >
    {children}
  </Box>
);

/**
 * /app/agentPanel/demo (issue 19 item 2): a guided run of the agent path on the demo data. Each step is a
 * real call: the agent is registered and activated, the statement is pushed with the agent's credential
 * to the agent API, and the page then follows the import, auto-match and the agent notification.
 */
export default function AgentDemoPage() {
  const register = useRegisterAgent();
  const [code, setCode] = useState<{ name: string; code: string } | null>(null);
  const [credential, setCredential] = useState<string | null>(null);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [pushed, setPushed] = useState<{ importId: string; duplicate: boolean; msg: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const imported = useQuery({
    queryKey: ['agent-demo', 'import', pushed?.importId],
    queryFn: () => pushedFileStatus(credential ?? '', pushed?.importId ?? ''),
    enabled: Boolean(pushed && credential && !pushed.duplicate),
    refetchInterval: (q) => (q.state.data?.data.status === 'In Progress' || !q.state.data ? POLL_MS : false),
  });
  const importDone = imported.data && imported.data.data.status !== 'In Progress' ? imported.data.data : null;
  const matched = useQuery({
    queryKey: ['agent-demo', 'match', pushed?.importId],
    queryFn: () => pushProgress(pushed?.importId ?? ''),
    enabled: importDone?.status === 'Completed',
    refetchInterval: (q) =>
      q.state.data && q.state.data.data.matchedLines >= (statement?.expectedMatches ?? 0) ? false : POLL_MS,
  });
  const matchedLines = matched.data?.data.matchedLines ?? 0;
  const matchDone =
    importDone?.status === 'Completed' &&
    matched.data !== undefined &&
    matchedLines >= (statement?.expectedMatches ?? 0);
  const notices = useQuery({
    queryKey: ['agent-demo', 'notices', statement?.fileName],
    queryFn: () => call(contracts.shell.agentNotifications),
    enabled: importDone !== null,
    refetchInterval: (q) =>
      q.state.data?.data.some(
        (n) => n.details.includes(statement?.fileName ?? '\u0000') && !n.details.includes('received'),
      )
        ? false
        : POLL_MS,
  });
  const notice = notices.data?.data.find(
    (n) => n.details.includes(statement?.fileName ?? '\u0000') && !n.details.includes('received'),
  );

  const states = stepStates({
    registered: code !== null,
    activated: credential !== null,
    generated: statement !== null,
    pushed: pushed !== null,
    imported: importDone !== null,
    matched: matchDone || importDone?.status === 'Failed',
    notified: notice !== undefined,
  });

  const run = (work: () => Promise<void>) => async () => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const startOver = () => {
    setCode(null);
    setCredential(null);
    setStatement(null);
    setPushed(null);
    setFailure(null);
  };

  return (
    <PageFrame maxWidth={960}>
      <PageHeader
        area="Administration"
        title="Agent demo"
        description={
          <>
            A guided run of the path a bank file takes when an agent pushes it, on this organisation&apos;s
            demo data. The agents you make here are listed on the{' '}
            <RouterLink to="/app/agentPanel/agentPanelActivateAgent">Agents</RouterLink> page.
          </>
        }
        actions={
          <Button variant="outlined" onClick={startOver} disabled={busy || code === null}>
            Start over
          </Button>
        }
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box
        component="ol"
        aria-label="Demo steps"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        <Step index={0} id="register" state={states.register}>
          {code ? (
            <Typography variant="body2">
              {code.name}: activation code <b data-testid="demo-code">{code.code}</b>
            </Typography>
          ) : (
            <Button
              variant="contained"
              disabled={busy}
              onClick={run(async () => {
                const name = `Demo agent ${new Date().toISOString().slice(11, 19)}`;
                const answer = await register.mutateAsync({ name, area: 'bankRec' });
                setCode({ name: answer.data.agent.name, code: answer.data.activationCode });
              })}
            >
              Register demo agent
            </Button>
          )}
        </Step>
        <Step index={1} id="activate" state={states.activate}>
          {credential ? (
            <Typography variant="body2">
              Activated. The agent holds its credential <code>{`${credential.slice(0, 9)}…`}</code> (shown in
              part).
            </Typography>
          ) : states.activate === 'current' ? (
            <Button
              variant="contained"
              disabled={busy}
              onClick={run(async () => {
                const answer = await activateAgent(code?.code ?? '');
                setCredential(answer.credential);
              })}
            >
              Activate with the code
            </Button>
          ) : null}
        </Step>
        <Step index={2} id="statement" state={states.statement}>
          {statement ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                <b>{statement.fileName}</b>: account {statement.accountId}, {statement.lines} lines, of which{' '}
                {statement.expectedMatches} answer open ledger lines.
              </Typography>
              <Mono testId="demo-statement">{statement.content}</Mono>
            </>
          ) : states.statement === 'current' ? (
            <Button
              variant="contained"
              disabled={busy}
              onClick={run(async () => {
                setStatement((await demoStatement()).data);
              })}
            >
              Generate statement
            </Button>
          ) : null}
        </Step>
        <Step index={3} id="push" state={states.push}>
          {pushed ? (
            <Typography variant="body2">
              {pushed.duplicate
                ? pushed.msg
                : `Pushed: the server took it as import ${pushed.importId.slice(0, 8)}….`}
            </Typography>
          ) : states.push === 'current' ? (
            <Button
              variant="contained"
              disabled={busy}
              onClick={run(async () => {
                if (!credential || !statement) return;
                const answer = await pushFile(credential, statement.fileName, statement.content);
                setPushed(answer.data);
              })}
            >
              Push as the agent
            </Button>
          ) : null}
        </Step>
        <Step index={4} id="import" state={states.import}>
          {pushed && !importDone && !pushed.duplicate ? <LinearProgress aria-label="Importing" /> : null}
          {importDone ? (
            <Alert
              severity={importDone.status === 'Completed' ? 'success' : 'error'}
              data-testid="demo-import"
            >
              {importDone.status}: {importDone.msg}
            </Alert>
          ) : null}
        </Step>
        <Step index={5} id="match" state={states.match}>
          {importDone?.status === 'Completed' ? (
            <>
              {!matchDone ? <LinearProgress aria-label="Auto-matching" sx={{ mb: 1 }} /> : null}
              <Typography variant="body2" data-testid="demo-match">
                {matchedLines} of {matched.data?.data.bankLines ?? statement?.lines ?? 0} bank lines matched
                {matchDone ? ' (the bank fee stays open for a person to look at).' : '…'}
              </Typography>
            </>
          ) : null}
        </Step>
        <Step index={6} id="notify" state={states.notify}>
          {notice ? (
            <Typography variant="body2" data-testid="demo-notice">
              “{notice.details}”
            </Typography>
          ) : null}
        </Step>
      </Box>
    </PageFrame>
  );
}
