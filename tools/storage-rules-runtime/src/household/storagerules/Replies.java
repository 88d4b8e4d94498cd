package household.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;

/**
 * Writes protocol messages to stdout. firebase-tools parses every stdout chunk it receives as one
 * JSON document, so two messages in one pipe read are both lost (and the upload waiting for one of
 * them hangs). Each message is written and flushed in one go, under a lock; a message follows the one
 * before it only after a gap, unless firebase-tools has certainly read that one: it answered a fetch
 * request written after it (the pipe keeps order).
 *
 * <p>The gap is longer for the reply to a request that was already waiting when another message went
 * out (concurrent requests: nothing says firebase-tools has read that message, and their replies come
 * back to back) than for one that arrived after every message so far (firebase-tools was busy with
 * us since). It was 20 ms, then 40 ms for all: each time a busy 2-core machine left the reader asleep
 * longer than that once, in the protocol test's burst of 8 concurrent verifies (it hung, then two of
 * its replies arrived in one chunk). 100 ms for every reply made the Storage rules suites 78 s to 101 s.
 */
final class Replies {
  private static final long GAP_NANOS = 40_000_000L;
  private static final long CONCURRENT_GAP_NANOS = 100_000_000L;
  private final PrintStream out;
  /** Messages written, and how many of them firebase-tools has certainly read. */
  private long written;
  private long readThrough;
  private long lastWriteNanos;

  Replies(PrintStream out) {
    this.out = out;
  }

  /** How many messages have been written: taken when a request arrives, for {@link #send(JsonObject, long)}. */
  synchronized long written() {
    return written;
  }

  /** Writes one message that answers no waiting request (the ready line, a fetch request). */
  synchronized long send(JsonObject message) {
    return send(message, written);
  }

  /**
   * Writes one message; answers its number (for readThrough).
   *
   * @param writtenBeforeRequest {@link #written()} when the request it answers arrived
   */
  synchronized long send(JsonObject message, long writtenBeforeRequest) {
    if (readThrough < written) {
      long gap = written > writtenBeforeRequest ? CONCURRENT_GAP_NANOS : GAP_NANOS;
      long wait = lastWriteNanos + gap - System.nanoTime();
      if (wait > 0) {
        try {
          Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
    out.print(message.toString() + "\n");
    out.flush();
    lastWriteNanos = System.nanoTime();
    return ++written;
  }

  /** firebase-tools answered message number `count`: it has read that one and every one before. */
  synchronized void readThrough(long count) {
    readThrough = Math.max(readThrough, count);
  }

  /** The startup line firebase-tools waits for (request id -1). */
  static JsonObject ready() {
    JsonObject message = new JsonObject();
    message.addProperty("id", -1);
    message.addProperty("status", "ok");
    return message;
  }

  static JsonObject ok(long id, JsonObject result, JsonArray errors, JsonArray warnings) {
    JsonObject message = new JsonObject();
    message.addProperty("id", id);
    message.addProperty("status", "ok");
    message.add("result", result);
    message.add("errors", errors);
    message.add("warnings", warnings);
    return message;
  }

  /**
   * A failed request. The status stays "ok" on purpose: firebase-tools drops replies with another
   * status without answering the waiting caller, which would hang the upload; a non-empty errors
   * list makes it refuse the request instead.
   */
  static JsonObject failure(long id, String error) {
    JsonArray errors = new JsonArray();
    errors.add(error);
    return ok(id, new JsonObject(), errors, new JsonArray());
  }
}
