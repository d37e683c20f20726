/**
 * The one bucket that receives access logs: S3 server access logs of the other buckets and
 * CloudFront's standard logs. Logs carry IP addresses (personal data under the LGPD), so they expire
 * with the stage's log retention.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

export interface AccessLogsProps {
  readonly config: StageConfig;
}

export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(props.config.logRetention as number) }],
      // Retained in every stage: deleting a non-empty bucket would need a custom-resource Lambda.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket of the other buckets and of CloudFront; logging it into itself would loop.',
    });
  }
}
