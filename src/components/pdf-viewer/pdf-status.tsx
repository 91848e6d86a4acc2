import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ErrorMessage, ErrorTitle, StatusBox } from './pdf-viewer.styles';
import { PDF_MESSAGES } from './pdf-messages';

export function PdfLoading() {
  return (
    <StatusBox>
      <Spinner label={PDF_MESSAGES.loading} showLabel />
    </StatusBox>
  );
}

type PdfErrorProps = { message: string; onRetry?: () => void };

/** 'Error' with the message of docs/spec/messages.md#pdf-viewer; Retry only where trying again can help (load errors). */
export function PdfError({ message, onRetry }: PdfErrorProps) {
  return (
    <StatusBox role="alert">
      <ErrorTitle>{PDF_MESSAGES.errorTitle}</ErrorTitle>
      <ErrorMessage>{message}</ErrorMessage>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </StatusBox>
  );
}
