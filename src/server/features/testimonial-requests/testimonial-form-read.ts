import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import { emptyForm, type FieldErrors, type TestimonialForm } from "./testimonial-check.ts";

export interface ReadForm {
  form: TestimonialForm;
  photo: { url?: string; error?: FieldErrors["photo"] };
  /** Whether a photo was chosen (a form sent back asks for it again). */
  photoChosen: boolean;
}

const keepField = (form: TestimonialForm, name: string, value: unknown) => {
  if (Object.hasOwn(form, name) && typeof value === "string")
    (form as unknown as Record<string, string>)[name] = value;
};

/**
 * The client's form as the browser posted it: multipart (with or without a photo), or URL-encoded.
 * The photo goes through the media pipeline as it arrives (its type from its bytes, its size checked);
 * a refused one becomes the photo field's error, never stored.
 */
export async function readTestimonialForm(
  request: FastifyRequest,
  media: Pick<MediaService, "upload">,
): Promise<ReadForm> {
  const form = emptyForm();
  const read: ReadForm = { form, photo: {}, photoChosen: false };
  if (!request.isMultipart()) {
    for (const [name, value] of Object.entries((request.body as Record<string, unknown>) ?? {}))
      keepField(form, name, value);
    return read;
  }
  for await (const part of request.parts()) {
    if (part.type === "field") {
      keepField(form, part.fieldname, part.value);
      continue;
    }
    if (part.fieldname !== "photo" || !part.filename || read.photoChosen) {
      part.file.resume();
      continue;
    }
    read.photoChosen = true;
    try {
      read.photo.url = (await media.upload(part.file, { imagesOnly: true })).url;
    } catch (error) {
      if (!(error instanceof AppError) || (error.statusCode !== 413 && error.statusCode !== 415)) throw error;
      part.file.resume();
      read.photo.error = {
        key: error.statusCode === 413 ? "testimonialForm.photoSize" : "testimonialForm.photoType",
      };
    }
  }
  return read;
}
