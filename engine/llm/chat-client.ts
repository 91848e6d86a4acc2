import { z } from 'zod';

/** The parts of the OpenAI chat-completions protocol the agent uses; OpenAI, Azure, vLLM, llama.cpp and Ollama agree on them. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function').optional(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .optional(),
        }),
      }),
    )
    .min(1),
});

export interface ChatConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

export class ChatError extends Error {
  override readonly name = 'ChatError';
}

/** One chat-completions round trip; anything but a well-formed answer is a ChatError. */
export async function chat(
  fetchImpl: typeof fetch,
  config: ChatConfig,
  messages: ChatMessage[],
  tools: ToolSpec[],
): Promise<{ content: string | null; toolCalls: ToolCall[] }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, tools, tool_choice: 'auto', temperature: 0 }),
      signal: controller.signal,
    });
  } catch (error) {
    throw new ChatError(
      controller.signal.aborted
        ? `no answer within ${config.timeoutMs} ms`
        : `request failed (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ChatError(`the model server answered HTTP ${response.status}`);
  const parsed = responseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ChatError('the model server answered outside the chat-completions schema');
  const message = parsed.data.choices[0]?.message;
  return {
    content: message?.content ?? null,
    toolCalls: (message?.tool_calls ?? []).map((c) => ({ id: c.id, type: 'function', function: c.function })),
  };
}
