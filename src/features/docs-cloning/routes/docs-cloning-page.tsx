import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/components/page/page-title';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths, prefixFor } from '@/config/paths';
import { useCurrentUser } from '@/stores/auth-store';
import { hasWorkInProgress, useDocumentState } from '@/stores/document-store';
import { SCREEN_TEXT } from '../utils/document-messages';

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.proseMaxWidth};
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StartLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** The Docs Cloning landing; with saved work in progress it goes straight back to the create screen. */
export function DocsCloningPage() {
  const user = useCurrentUser();
  const createPath = paths.docsCloningCreate(prefixFor(user?.role));
  const resume = useDocumentState(hasWorkInProgress);
  const navigate = useNavigate();

  useEffect(() => {
    if (resume) void navigate({ to: createPath, replace: true });
  }, [resume, createPath, navigate]);

  return (
    <section>
      <PageTitle>{SCREEN_TEXT.landingTitle}</PageTitle>
      {resume ? (
        <Spinner showLabel label={SCREEN_TEXT.redirecting} />
      ) : (
        <Intro>
          <p>Upload a patient&apos;s PDF, DOC or DOCX documents and have them processed into medical notes with AI assistance.</p>
          <p>
            The files are merged into one document. You enter the patient&apos;s demographics (name, date of birth and subscriber ID), and
            agentic AI processing finds each note in the document, reads its header and writes an audit report for it.
          </p>
          <StartLink to={createPath}>{SCREEN_TEXT.newProcess}</StartLink>
        </Intro>
      )}
    </section>
  );
}
