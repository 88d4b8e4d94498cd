package household.storagerules;

import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * "verify": evaluates one Storage request against a loaded ruleset with Google's own evaluator and
 * the firebase.storage context converters, and answers {result: {permit}}.
 */
final class Verifier {
  /** Generous upper bound so that a lost firestore.get() answer denies instead of hanging. */
  private static final long EVALUATION_TIMEOUT_SECONDS = 30;

  private final Rulesets rulesets;
  private final FirestoreFetcher fetcher;

  Verifier(Rulesets rulesets, FirestoreFetcher fetcher) {
    this.rulesets = rulesets;
    this.fetcher = fetcher;
  }

  /** Context: {rulesetName, service, path, method, delimiter, variables: {resource, request}}. */
  JsonObject verify(long id, JsonObject context) throws Exception {
    JsonObject variables = context.getAsJsonObject("variables");
    StorageRequestContext request =
        new StorageRequestContext(
            id,
            context.get("path").getAsString(),
            expression(variables.get("request").toString()).getMapValue(),
            variables.has("resource") ? expression(variables.get("resource").toString()) : null,
            fetcher);
    String method = context.get("method").getAsString();
    AuthRuleEvaluator.RuleContext ruleContext = convert(method, request);
    JsonArray warnings = new JsonArray();
    boolean permit;
    try {
      permit =
          new DefaultEvaluator(rulesets.get(context.get("rulesetName").getAsString()))
              .evaluate(ruleContext)
              .get(EVALUATION_TIMEOUT_SECONDS, TimeUnit.SECONDS)
              .permit();
    } catch (ExecutionException e) {
      if (!(e.getCause() instanceof EvaluationException)) throw e;
      // An error while evaluating (a null value, a missing document's .data, ...) denies the
      // request, as in production; firebase-tools logs the warning.
      permit = false;
      warnings.add(e.getCause().getMessage());
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    return Replies.ok(id, result, new JsonArray(), warnings);
  }

  private static AuthRuleEvaluator.RuleContext convert(String method, StorageRequestContext c) {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(c);
      case "list":
        return FirebaseStorageListContextConverter.convert(c);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(c);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(c);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(c);
      default:
        throw new IllegalArgumentException("Unsupported method " + method);
    }
  }

  /** firebase-tools sends rules values as the proto JSON of ExpressionValue (snake_case names). */
  static ExpressionValue expression(String json) throws InvalidProtocolBufferException {
    ExpressionValue.Builder builder = ExpressionValue.newBuilder();
    JsonFormat.parser().merge(json, builder);
    return builder.build();
  }
}
