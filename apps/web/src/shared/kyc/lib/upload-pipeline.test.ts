import { describe, expect, it } from 'vitest';
import { uploadSlotFile, type UploadCalls } from './upload-pipeline.ts';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const upload = {
  journeyId: 'journey-1',
  docType: 'AADHAAR_FRONT' as const,
  docName: 'front.png',
  mimeType: 'IMAGE_PNG' as const,
  file: new Blob(['png']),
};

function calls(over: Partial<UploadCalls> = {}) {
  const log: string[] = [];
  const base: UploadCalls = {
    requestUploadUrl: async (req) => {
      log.push(`url ${req.doc_type} ${req.mime_type} ${req.purpose_code} ${req.doc_name}`);
      return { pre_signed_url: '/v1/storage/objects/k?sig=1', upload_reference_id: 'ref-1' };
    },
    putFile: async (url, _file, contentType) => {
      log.push(`put ${url} ${contentType}`);
      return 200;
    },
    processUpload: async (id) => {
      log.push(`process ${id}`);
      return { status: 'PROCESSED' };
    },
  };
  return { calls: { ...base, ...over }, log };
}

async function failureOf(over: Partial<UploadCalls>) {
  const progress: number[] = [];
  const error = await uploadSlotFile(calls(over).calls, upload, (p) => progress.push(p)).catch(
    (e: unknown) => e as Error,
  );
  return { message: (error as Error).message, progress };
}

describe('upload of one slot', () => {
  it('asks for a URL, puts the file with its real content type, processes it, reporting 10, 30, 70, 100', async () => {
    const { calls: real, log } = calls();
    const progress: number[] = [];
    await expect(uploadSlotFile(real, upload, (p) => progress.push(p))).resolves.toBe('ref-1');
    expect(progress).toEqual([10, 30, 70, 100]);
    expect(log).toEqual([
      'url AADHAAR_FRONT IMAGE_PNG KYC front.png',
      'put /v1/storage/objects/k?sig=1 image/png',
      'process ref-1',
    ]);
  });

  it("gives 'Invalid file format. Please try another file.' when processing refuses the bytes (400)", async () => {
    const result = await failureOf({ processUpload: async () => Promise.reject(new HttpError(400)) });
    expect(result).toEqual({ message: 'Invalid file format. Please try another file.', progress: [10, 30, 70] });
  });

  it("gives 'File too large. Please try a smaller file.' for a 413 from the API or from storage", async () => {
    expect((await failureOf({ requestUploadUrl: async () => Promise.reject(new HttpError(413)) })).message).toBe(
      'File too large. Please try a smaller file.',
    );
    expect((await failureOf({ putFile: async () => 413 })).message).toBe('File too large. Please try a smaller file.');
  });

  it("gives 'Upload failed' when storage answers anything else but 200", async () => {
    expect(await failureOf({ putFile: async () => 403 })).toEqual({ message: 'Upload failed', progress: [10, 30] });
    expect((await failureOf({ putFile: async () => 500 })).message).toBe('Upload failed');
  });

  it("gives 'Upload failed. Please try again.' for anything else", async () => {
    expect((await failureOf({ requestUploadUrl: async () => Promise.reject(new HttpError(409)) })).message).toBe(
      'Upload failed. Please try again.',
    );
    expect((await failureOf({ putFile: async () => Promise.reject(new TypeError('Failed to fetch')) })).message).toBe(
      'Upload failed. Please try again.',
    );
  });
});
