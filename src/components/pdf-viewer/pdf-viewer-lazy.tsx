import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { PDF_MESSAGES } from './pdf-messages';
import { importViewer } from './preload-pdf-viewer';
import { PdfError, PdfLoading } from './pdf-status';
import type { PdfViewerProps } from './pdf-viewer';

const loadViewer = () => lazy(() => importViewer().then((module) => ({ default: module.PdfViewerCore })));

type BoundaryProps = { children: ReactNode; onRetry: () => void };

/** A viewer chunk that cannot be fetched (offline, new deployment) is 'PDF.js failed to load', with Retry. */
class ViewerChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PdfError message={PDF_MESSAGES.libraryFailed} onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * The shared PDF viewer. Screens import this wrapper only, so pdf.js and its worker load with the first
 * viewer on screen and never with the main bundle.
 */
export function PdfViewer(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const [Viewer, setViewer] = useState(loadViewer);
  const retry = () => {
    setViewer(loadViewer);
    setAttempt((value) => value + 1);
  };

  return (
    <ViewerChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PdfLoading />}>
        <Viewer {...props} />
      </Suspense>
    </ViewerChunkBoundary>
  );
}
