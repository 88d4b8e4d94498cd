package household.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import com.google.protobuf.NullValue;

/**
 * One Storage request as the firebase.storage context converters read it: the object path
 * ("/b/{bucket}/o/{name...}"), `request`, `resource` and the firestore.get()/exists() functions.
 * The same class serves the five methods (list has no resource).
 */
final class StorageRequestContext
    implements FirebaseStorageService.FirebaseStorageGetContext,
        FirebaseStorageService.FirebaseStorageListContext,
        FirebaseStorageService.FirebaseStorageCreateContext,
        FirebaseStorageService.FirebaseStorageUpdateContext,
        FirebaseStorageService.FirebaseStorageDeleteContext {
  private static final ExpressionValue NULL =
      ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private final long verifyId;
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final FirestoreFetcher fetcher;

  StorageRequestContext(
      long verifyId,
      String path,
      ExpressionMapValue request,
      ExpressionValue resource,
      FirestoreFetcher fetcher) {
    this.verifyId = verifyId;
    this.path = FirestoreValues.path(path);
    this.request = request;
    this.resource = resource == null ? NULL : resource;
    this.fetcher = fetcher;
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  @Override
  public ExpressionValue debug(ExpressionValue value) {
    System.err.println("storage-rules-runtime debug(): " + value);
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(
      ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        fetch(document),
        answer -> found(answer) ? FirestoreValues.document(answer.getAsJsonObject("result")) : NULL,
        MoreExecutors.directExecutor());
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(
      ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        fetch(document),
        answer -> ExpressionValue.newBuilder().setBoolValue(found(answer)).build(),
        MoreExecutors.directExecutor());
  }

  private ListenableFuture<JsonObject> fetch(ExpressionPathValue document) {
    return fetcher.fetch(verifyId, FirestoreValues.pathString(document));
  }

  private static boolean found(JsonObject answer) {
    return "ok".equals(answer.has("status") ? answer.get("status").getAsString() : null)
        && answer.has("result")
        && answer.get("result").isJsonObject();
  }
}
