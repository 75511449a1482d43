/**
 * The pipeline: one LMAX Disruptor ring of preallocated {@link dev.bourse.pipeline.CommandSlot}s and the stages
 * that process it. Drawing and wiring: {@link dev.bourse.pipeline.PipelineWiring}.
 */
package dev.bourse.pipeline;
